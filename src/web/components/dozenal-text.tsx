/**
 * A figure that may hold the dozenal digits ↊ and ↋. They are plain text: the "Dozenal Digits" font in index.css
 * draws them in every browser, so the text copies, searches and reads aloud as written.
 */
export function DozenalText({ children }: { children: string }) {
  return <>{children}</>;
}
