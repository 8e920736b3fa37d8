import { reactRouter } from "@react-router/dev/vite";

export default {
  plugins: [reactRouter()],
  build: {
    // The CSP allows fonts, images and styles from 'self' only: never inline assets as data: URIs.
    assetsInlineLimit: 0,
  },
};
