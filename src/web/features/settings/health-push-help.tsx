/** Where a phone app sends health data by itself, with a write token from the API section. */
export function HealthPushHelp() {
  const url = `${window.location.origin}/api/health-metrics/ingest`;
  return (
    <div className="space-y-2">
      <h3 className="font-medium">Health from your phone, automatically</h3>
      <p className="text-sm text-muted-foreground">
        Health Auto Export (iPhone) and Health Connect Webhook (Android) can send your health data here by themselves. Create a token with write access under
        API, then set the app to send JSON to this address with the header{' '}
        <code className="rounded bg-muted px-1 py-0.5 text-xs text-foreground">Authorization: Bearer tf_…</code>. Repeated data changes nothing, and what you
        recorded is never replaced.
      </p>
      <p className="text-sm">
        <span className="font-medium">Address: </span>
        <code className="break-all rounded bg-muted px-1 py-0.5 text-xs">{url}</code>
      </p>
    </div>
  );
}
