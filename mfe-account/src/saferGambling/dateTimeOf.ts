/** A moment as the site writes dates and times (spec 1 section 9: DD/MM/YYYY HH:mm), in the player's time zone. */
export function dateTimeOf(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
