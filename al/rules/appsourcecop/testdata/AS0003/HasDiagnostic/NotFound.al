codeunit 50100 [|C|]
{
}
