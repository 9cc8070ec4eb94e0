enum 50250 [|"PC0006 Old Enum"|]
{
    value(0; None) { }
}

interface [|"PC0006 Old Interface"|]
{
    procedure Run();
}
