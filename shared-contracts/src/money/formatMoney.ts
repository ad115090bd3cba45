/** Spec 1 section 9: decimal separator '.', thousands separator ','. */
export function formatAmount(amount: number, precision = 2): string {
  const fixed = Math.abs(amount).toFixed(precision);
  const [whole, decimals] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

export function formatMoney(amount: number, currency: string, precision = 2): string {
  return `${currency.toUpperCase()} ${formatAmount(amount, precision)}`;
}
