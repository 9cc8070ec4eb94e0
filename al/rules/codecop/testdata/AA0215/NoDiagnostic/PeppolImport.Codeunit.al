// The file name leaves out the object's suffix.
codeunit 50206 "Peppol Import ABC"
{
}
