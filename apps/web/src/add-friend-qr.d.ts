declare module 'virtual:add-friend-qr' {
  /** The add-friend QR code as an SVG data URL, drawn at build time. */
  const dataUrl: string;
  export default dataUrl;
}
