namespace Fixture.Routing;

enum 50485 "Route Kind"
{
    value(0; Road) { }
    value(1; Rail) { }
}

codeunit 50485 "Route Conversions"
{
    // The compiler names a namespaced enum with its namespace and declared spelling.
    procedure Run()
    var
        Kind: Enum "route kind";
        Qualified: Enum Fixture.Routing."Route Kind";
        Number: Integer;
    begin
        Number := [=Kind=];
        Qualified := [=Number=];
    end;
}
