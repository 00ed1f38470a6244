// Same icon menu as /sysicon (the documents list /sysicon, /sys and /gridicon).
export { default, generateMetadata } from "../sysicon/page";
