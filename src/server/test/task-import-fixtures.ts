/**
 * Files as people bring them from other planners. The Todoist project is written as Todoist's "Export as a template"
 * writes one today: a byte-order mark, CRLF line ends, the IS_COLLAPSED and DEADLINE columns, a meta row, blank
 * separator rows, comments (note rows) carrying their time in DATE, multi-line quoted cells and a German date.
 */
export const TODOIST_CSV = `\uFEFF${[
  'TYPE,CONTENT,DESCRIPTION,IS_COLLAPSED,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG',
  'meta,view_style=list,,,,,,,,,,,,,',
  ',,,,,,,,,,,,,,',
  'task,Repot the basil @garden **today**,"Terracotta pot from the shed, the ""big"" one",,1,1,Kai (48151623),,Mar 5 2026,en,Europe/Berlin,30,minute,,',
  'task,Buy compost,,,4,2,Kai (48151623),,,en,Europe/Berlin,,None,,',
  'note,"Get the peat-free one\nfrom the market",,,,,Kai (48151623),,2026-02-27T08:15:00.000000Z,,,,,,',
  'note,Or the garden centre,,,,,Kai (48151623),,2026-02-27T09:00:00.000000Z,,,,,,',
  ',,,,,,,,,,,,,,',
  'section,Health,,False,,,,,,,,,,,',
  'task,Stretch,,,2,1,Kai (48151623),,every day,en,Europe/Berlin,15,minute,,',
  'task,Dentist check-up,,,3,1,Kai (48151623),Mia (5550123),tomorrow 18:00,en,Europe/Berlin,,,,',
  'section,Weekly,,False,,,,,,,,,,,',
  'task,Water the ferns,,,4,1,Kai (48151623),,every monday at 9am,en,Europe/Berlin,,,,',
  'task,Fenster ölen,Mit Leinöl,,4,1,Kai (48151623),,jährlich,de,Europe/Berlin,1,day,2026-07-19,en',
  'task,File the tax return,,,4,1,Kai (48151623),,,,Europe/Berlin,,,2026-05-31,en',
  'task,,,,4,1,Kai (48151623),,,,Europe/Berlin,,,,',
  'note,A comment whose task had no name,,,,,Kai (48151623),,2026-02-27T09:00:00.000000Z,,,,,,',
  'task,Call the bank,,,7,1,Kai (48151623),,,,Europe/Berlin,,,,',
  'project_note,Shared with the family,,,,,Kai (48151623),,2026-02-27T09:00:00.000000Z,,,,,,',
  ',,,,,,,,,,,,,,',
].join('\r\n')}\r\n`;

/** A Markdown checklist as Obsidian or a README keeps one: front matter, headings, nested items, done ones, a due date. */
export const CHECKLIST_MD = [
  '---',
  'tags: [moving]',
  '---',
  '# Moving house',
  '',
  '- [ ] Book the van (due 2026-03-12)',
  '  - [x] Compare three quotes',
  '  - [ ] Pay the deposit',
  '    Ask for a receipt by email',
  '- [x] Tell the landlord',
  '* Pack the **books**',
  '1. Cancel the internet',
  '2) Redirect the post 📅 2026-03-20',
  'Buy tape',
  '',
  '## Health',
  '- [ ] Register with a new GP',
  '---',
  '```',
  'not a task',
  '```',
  '- [ ]',
  '',
].join('\n');
