// A middle part of the name is no affix.
codeunit 50207 [="ABC Peppol Import Mgt"=]
{
}
