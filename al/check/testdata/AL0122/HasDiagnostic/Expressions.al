table 50420 "Conv Book"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Pages; Integer) { }
        field(3; Published; Date) { }
        field(4; Price; Decimal) { }
    }
}

table 50421 "Conv Shelf"
{
    fields
    {
        field(1; Code; Code[10]) { }
    }
}

codeunit 50420 "Conv Checks"
{
    procedure Run(var Book: Record "Conv Book")
    var
        Shelf: Record "Conv Shelf";
        Other: Record "Conv Book";
        Count: Integer;
        Name: Text[50];
        When: DateTime;
        Done: Boolean;
    begin
        Count := [=Book."No."=];
        Name := [=Book.Pages + 1=];
        When := [=Book.Published=];
        Done := [=Book.Price * 2=];
        Count := [=(Name + 'x')=];
        Book.Pages := [=Name=];
        Name := [=-Count=];
        Book := [=Shelf=];
        Other := Book;
        Count := [=Describe()=];
        Book."No." := [=Today - 1=];
    end;

    local procedure Describe(): Text
    begin
    end;

    local procedure PageCount(Book: Record "Conv Book"): Integer
    begin
        exit([=Book."No."=]);
    end;

    local procedure Title(Book: Record "Conv Book") Result: Text
    begin
        exit([=Book.Published=]);
    end;
}
