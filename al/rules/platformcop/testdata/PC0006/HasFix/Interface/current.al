interface [="PC0006 Fix Interface"=]
{
    procedure Run();
}
