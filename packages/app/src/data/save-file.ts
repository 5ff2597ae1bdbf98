/** Hands a downloaded file to the browser as if the user had followed a download link. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob need not stay in memory after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name of a Content-Disposition header ('attachment; filename="bookings.csv"'). */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? fallback;
}
