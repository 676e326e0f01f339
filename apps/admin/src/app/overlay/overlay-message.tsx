/** What an overlay shows instead when it cannot show its match or league: in words, on the stream's preview. */
export function OverlayMessage({ text }: { text: string }) {
  return (
    <p className="overlay__panel overlay__error" role="alert" data-testid="overlay-error">
      {text}
    </p>
  );
}
