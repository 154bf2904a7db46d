// Framework mode with server rendering: every page is rendered on the server first.
export default { ssr: true }
