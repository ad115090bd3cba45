// A squad's change to a source file, applied as a release is built (the release drills change one line of a
// remote without touching the tree the site runs from). Each edit must find its text, or the build fails:
// a drill never passes on a change that was not made.
module.exports = function sourceEditLoader(source) {
  const { edits } = this.getOptions();
  return edits.reduce((text, { replace, with: replacement }) => {
    if (!text.includes(replace)) throw new Error(`${this.resourcePath} has no "${replace}" to change`);
    return text.replaceAll(replace, replacement);
  }, source);
};
