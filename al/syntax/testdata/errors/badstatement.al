codeunit 50302 "Bad Statement"
{
    procedure A()
    begin
        if then
            Message('x');
        I := ;
        while I < do
            I += 1;
        ) ;
        Message('still parsed');
    end;

    procedure B()
    begin
    end;
}
