/**
 * The local Content Lake's assets: uploads from the Studio (bytes in content_asset_files, documents in
 * the store) and serving them as Sanity's CDN does, resized with sharp. Wired into the Content API by
 * ../start.ts and into the site by web/app/content-assets/[kind]/[project]/[dataset]/[file]/route.ts.
 */
export { createAssetUploadHandler, MAX_UPLOAD_BYTES, type AssetUploadOptions } from './upload-request'
export { createAssetServer, type AssetServeOptions } from './serve-asset'
export { MAX_OUTPUT_DIMENSION } from './image-transform'
export { assetFileName, assetIdOfFile } from './asset-names'
