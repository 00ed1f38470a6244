"use client";

import dynamic from "next/dynamic";

// The root layout shows the PIN dialog only to the few guests who still need a PIN:
// split off so every other page's first load goes without it and its form.
export const LazySetGuestPin = dynamic(() => import("./SetGuestPin").then((module) => module.SetGuestPin));
