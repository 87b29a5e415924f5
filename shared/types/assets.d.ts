// rspack's built-in CSS support: CSS modules export their class names, plain CSS is imported for its side effect.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
