enum 50100 [|E|]
{
    Extensible = true;
    value(0; A) { }
}
