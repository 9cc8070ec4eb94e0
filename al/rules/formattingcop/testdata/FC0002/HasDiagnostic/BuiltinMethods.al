codeunit 50170 "FC0002 Builtin Methods"
{
    procedure Run(): Integer
    var
        Cust: Record Customer;
        Names: List of [Text];
        D: Date;
    begin
        Cust.[=setrange=]("No.", '10000');
        if Cust.[=FINDFIRST=]() then
            [=message=]('%1', Cust.Count);
        D := [=today=]();
        Names.[=add=]('x');
        exit(Names.[=count=]());
    end;
}
