export { PdfPrinter, sharedPdfPrinter, type PdfPrinterOptions } from './printer';
