"use client";

import dynamic from "next/dynamic";

// The home face's sign-in, first-run setup and home pages, as `/` renders
// them (app/home-page.tsx). Split off and fetched only where they show: on
// the tebe face `/` is the landing page, and Turbopack gives a page every
// client component it imports, so imported directly these (with the zod
// schemas they validate with) were 40 KB gzipped of the landing page's first
// load. Still rendered on the server; their chunks load with the page that shows them.
export const HomeSignIn = dynamic(() => import("@/components/login/HomeSignIn").then((module) => module.HomeSignIn));
export const FirstRunSetup = dynamic(() => import("@/components/login/FirstRunSetup").then((module) => module.FirstRunSetup));
export const HomePages = dynamic(() => import("@/components/home/HomePages").then((module) => module.HomePages));
// `/` is outside app/(app)/layout.tsx: the home face's views there get TanStack Query and the search from this.
export const PageProviders = dynamic(() => import("@/components/providers/PageProviders").then((module) => module.PageProviders));
