// /tbgview/{path?}/{title?}: the same category view as /tbview.
export { default, generateMetadata } from "../../tbview/[[...params]]/page";
