codeunit 50193 "LC0090 Nested 30"
{
    procedure Deep(a: Boolean; b: Boolean)
    var
        i: Integer;
    begin
        if a then
            if b then
                for i := 1 to 10 do
                    if i > 5 then
                        while a do
                            a := not a; // 1 + 2 + 3 + 4 + 5 = 15
    end;

    procedure Recursive(n: Integer)
    begin
        if n > 0 then
            if n > 1 then
                if n > 2 then
                    if n > 3 then
                        Recursive(n - 1); // 1 + 2 + 3 + 4 + 1 = 11
        Recursive(n - 2);
        this.Recursive(n - 3);
        Recursive(n - 4);
        Recursive(n - 5); // + 4
    end;
}
