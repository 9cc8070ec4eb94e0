codeunit 50100 [|Keep|]
{
}
