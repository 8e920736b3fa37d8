import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The CSP allows fonts, images and styles from 'self' only: never inline assets as data: URIs.
    assetsInlineLimit: 0,
  },
});
