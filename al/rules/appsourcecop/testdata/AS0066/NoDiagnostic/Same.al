interface I
{
    procedure Run();
}
