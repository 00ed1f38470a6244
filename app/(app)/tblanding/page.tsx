// /tblanding: where the home face's rotating ball goes once signed in
// (lib/shell/destinations). It is the home page itself: the auto-playing
// channel pages when the viewer has auto-play channels, else the hero screen.
export { default } from "../../page";
