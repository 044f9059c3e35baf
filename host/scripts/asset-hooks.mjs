// Node loader hooks for prerendering: stylesheets and images are webpack's business; in Node a
// CSS import is nothing and an image is its file name (only signed-in screens use images).
export async function load(url, context, nextLoad) {
  if (/\.css(\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  if (/\.(svg|png|jpe?g|webp|gif|ico)(\?.*)?$/.test(url)) {
    const name = url.slice(url.lastIndexOf('/') + 1);
    return { format: 'module', source: `export default ${JSON.stringify(`/assets/${name}`)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
