codeunit 50620 "Bad Types"
{
    var
        T: [=Txt=];
        S: [=String=];
        I: [=Int=];
        Names: List of [[=Strng=]];
        Grid: array[2] of [=Numeric=];

    procedure Use(Amount: [=Money=]; var Flag: [=bool=]): [=Integr=]
    var
        Map: Dictionary of [Code[20], [=Decmal=]];
    begin
    end;

    procedure Named() Result: [=Float=]
    begin
    end;
}

table 50620 "Bad Type Table"
{
    fields
    {
        field(1; Name; [=Varchar=][50]) { }
        field(2; Active; Boolean) { }
    }
}
