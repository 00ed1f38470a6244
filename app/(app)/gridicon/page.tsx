// Same icon menu as /sysicon: /sysicon, /sys and /gridicon are three addresses of one page.
export { default, generateMetadata } from "../sysicon/page";
