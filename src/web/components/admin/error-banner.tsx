/** The red banner of a failed load or action, with the catalogue's message. */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
      {message}
    </div>
  );
}
