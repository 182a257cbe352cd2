import { legalPage } from '@/components/sections/legal-document'

const page = legalPage('privacy')

export const generateMetadata = page.generateMetadata
export default page.Page
