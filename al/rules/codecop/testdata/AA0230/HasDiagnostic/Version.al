dotnet
{
    assembly("Microsoft.Dynamics.Nav.Ncl")
    {
        [=Version = '26.0.0.0';=]
        Culture = 'neutral';
        PublicKeyToken = '31bf3856ad364e35';

        type("Microsoft.Dynamics.Nav.Runtime.NavText"; "NavText") { }
    }
}
