import { config } from "zod";
// Catches the browser's install offer before React hydrates (the user menu's 'Install app').
import "@/components/pwa/installPrompt";

// Runs in the browser before the app's modules. Zod probes for eval (`new
// Function`) to compile fast parsers; the Content Security Policy forbids eval,
// so the probe was reported as a violation on every page that builds a schema.
// Parse without compiling instead.
config({ jitless: true });
