/** The country a request comes from: the geo header a CDN adds, else the platform's home market. */
export const countryOf = (headers: Record<string, unknown>) =>
  typeof headers['x-geo-country'] === 'string' ? headers['x-geo-country'].toUpperCase() : 'GB';
