// The file name leaves out the object's prefix (<ObjectNameExcludingAffix>).
codeunit 50205 "ABC Peppol Export"
{
}
