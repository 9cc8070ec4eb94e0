codeunit 50385 "Scope Parts"
{
    procedure Run(Status: Option Open,Released; Kind: Enum "Sales Document Type"): Boolean
    begin
        if Status = Status::Open then
            exit(Kind = Kind::Order);
        exit(Status = Status::Released);
    end;

    procedure Open()
    begin
    end;

    procedure Order()
    begin
    end;

    procedure Released()
    begin
    end;
}
