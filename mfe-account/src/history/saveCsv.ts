/** Hands a CSV text to the browser as a file download (the account history's export). */
export function saveCsv(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheets read the text as UTF-8 (names in every language).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
