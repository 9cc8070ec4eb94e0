interface "PC0006 Fix Interface"
{
    Access = Internal;
    procedure Run();
}
