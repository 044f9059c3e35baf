import hostPackage from '../../package.json';

/** The version label of the side menu (SPEC §9). */
export const APP_VERSION: string = hostPackage.version;
