codeunit 50181 "Distinct Overloads"
{
    procedure Post(var Customer: Record Customer)
    begin
    end;

    procedure Post(Customer: Record Customer)
    begin
    end;

    procedure Post(var Customer: Record Customer; Preview: Boolean)
    begin
    end;

    procedure Names(Values: List of [Text])
    begin
    end;

    procedure Names(Values: List of [Integer])
    begin
    end;

#if CLEAN99
    procedure Value(): Integer
    begin
    end;
#else
    procedure Value(): Integer
    begin
    end;
#endif
}

codeunit 50182 "Other Object"
{
    procedure Post(var Customer: Record Customer)
    begin
    end;
}
