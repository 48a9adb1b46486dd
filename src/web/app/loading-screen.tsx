export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <p role="status" aria-live="polite" className="text-lg text-muted-foreground">
        Loading...
      </p>
    </main>
  );
}
