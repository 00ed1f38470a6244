import { parseWithoutEval } from "@/lib/zod-jitless";
// Catches the browser's install offer before React hydrates (the user menu's 'Install app').
import "@/components/pwa/installPrompt";

// Runs in the browser before the app's modules: zod, where a page loads it, parses without eval (CSP).
parseWithoutEval();
