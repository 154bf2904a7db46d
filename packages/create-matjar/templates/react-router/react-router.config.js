// Framework mode, every page rendered on the server first.
export default { ssr: true }
