interface I
{
    procedure Run();
    procedure [|Stop|]();
}
