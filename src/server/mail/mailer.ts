import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends over the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function createMailer(smtp: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      transport.close();
    },
  };
}
