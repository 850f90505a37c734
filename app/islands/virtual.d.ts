/** The URL of the islands' entry script in a build; empty in development (app/islands/build.ts). */
declare module "virtual:islands-script" {
  const url: string;
  export default url;
}
