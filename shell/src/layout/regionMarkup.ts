/** The area of the page's HTML (src/index.html) a server-drawn region is put into. */
export const CENTRE_AREA = /(<main data-area="centre">)[\s\S]*?(<\/main>)/;
